<?php

namespace MediaWiki\Extension\Carcassonne;

/**
 * The parts of an http:// or https:// address that decide where it goes: scheme, host and port.
 *
 * Parsed by a strict pattern rather than parse_url(), so that what this extension compares is what a
 * browser would fetch: no user info, no percent-encoded or non-ASCII host, no trailing dot.
 */
class HttpAddress {
	private const DEFAULT_PORTS = [ 'http' => 80, 'https' => 443 ];
	/** A host name (letters, digits, '-', '_' in dot-separated labels) or an IPv6 address in brackets. */
	private const HOST = '(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*'
		. '|\[[0-9a-f:.]+\])';

	/** @var string 'http' or 'https' */
	public $scheme;
	/** @var string lower case */
	public $host;
	/** @var int the effective port (80 or 443 when none is written) */
	public $port;
	/** @var bool whether the address wrote a port */
	public $portWritten;

	/**
	 * @param string $scheme
	 * @param string $host
	 * @param int $port
	 * @param bool $portWritten
	 */
	private function __construct( $scheme, $host, $port, $portWritten ) {
		$this->scheme = $scheme;
		$this->host = $host;
		$this->port = $port;
		$this->portWritten = $portWritten;
	}

	/**
	 * The authority part of an address, or null if it has none: "host:port" of "https://host:port/x",
	 * also of a protocol-relative "//host:port/x".
	 *
	 * @param string $url
	 * @return string|null
	 */
	public static function authority( $url ) {
		return preg_match( '#^(?:[a-z][a-z0-9+.-]*:)?//([^/?\#]*)#i', $url, $m ) ? $m[1] : null;
	}

	/**
	 * Parses an absolute http(s) address, or a protocol-relative one given the scheme it takes.
	 *
	 * @param string $url
	 * @param string|null $relativeScheme the scheme a "//host/…" address gets; null: refuse those
	 * @return self|null null when it is not such an address, or has user info
	 */
	public static function parse( $url, $relativeScheme = null ) {
		if ( !preg_match( '#^(?:(https?):)?//([^/?\#]*)(?:[/?\#]|$)#i', $url, $m ) ) {
			return null;
		}
		$scheme = $m[1] !== '' ? strtolower( $m[1] ) : $relativeScheme;
		if ( $scheme === null
			|| !preg_match( '/^(' . self::HOST . ')(?::(\d{1,5}))?$/i', $m[2], $hp )
		) {
			return null;
		}
		$written = isset( $hp[2] ) && $hp[2] !== '';
		$port = $written ? (int)$hp[2] : self::DEFAULT_PORTS[$scheme];
		if ( $port < 1 || $port > 65535 ) {
			return null;
		}
		return new self( $scheme, strtolower( $hp[1] ), $port, $written );
	}

	/**
	 * The origin as a browser writes it (MessageEvent.origin): scheme://host, and :port unless it is
	 * the scheme's default.
	 *
	 * @return string
	 */
	public function origin() {
		return $this->scheme . '://' . $this->hostAndPort();
	}

	/**
	 * "host", or "host:port" when the port is not the scheme's default.
	 *
	 * @return string
	 */
	public function hostAndPort() {
		return $this->port === self::DEFAULT_PORTS[$this->scheme] ? $this->host : $this->host . ':' . $this->port;
	}

	/**
	 * Whether an entry of $wgCarcassonneScenarioHosts covers this address: "host" (any port) or
	 * "host:port".
	 *
	 * @param string $entry lower case
	 * @return bool
	 */
	public function matchesHost( $entry ) {
		return $entry === $this->host || $entry === $this->host . ':' . $this->port;
	}

	/**
	 * Whether an entry of $wgCarcassonneScenarioHosts covers this address for a request of the wiki's own
	 * server: "host:port" as written, and "host" only on the scheme's default port.
	 *
	 * @param string $entry lower case
	 * @return bool
	 */
	public function matchesHostAndPort( $entry ) {
		return $entry === $this->host . ':' . $this->port
			|| ( $entry === $this->host && $this->port === self::DEFAULT_PORTS[$this->scheme] );
	}
}
