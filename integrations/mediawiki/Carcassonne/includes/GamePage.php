<?php

namespace MediaWiki\Extension\Carcassonne;

use Config;
use GuzzleHttp\Psr7\Uri;
use GuzzleHttp\Psr7\UriResolver;
use InvalidArgumentException;

/**
 * The game's page as the wiki's administrator configured it ($wgCarcassonneUrl), checked, and the wiki's
 * own origin: what a demo's address is made of, and which hosts its scenario may come from.
 *
 * The game must be on an origin of its own. A sandboxed frame that may run scripts and keeps its own
 * origin (what a demo needs, docs/embedding.md) could otherwise reach into the wiki's page, read a
 * reader's edit token and act as them.
 */
class GamePage {
	/** @var string the configured address, without a fragment */
	private $base;
	/** @var HttpAddress */
	private $game;
	/** @var string the wiki's origin, as the frame sees its parent's (MessageEvent.origin) */
	private $wikiOrigin;
	/** @var string[] $wgCarcassonneScenarioHosts, or its default; lower case */
	private $scenarioHosts;

	/**
	 * @param string $base
	 * @param HttpAddress $game
	 * @param string $wikiOrigin
	 * @param string[] $scenarioHosts
	 */
	private function __construct( $base, HttpAddress $game, $wikiOrigin, array $scenarioHosts ) {
		$this->base = $base;
		$this->game = $game;
		$this->wikiOrigin = $wikiOrigin;
		$this->scenarioHosts = $scenarioHosts;
	}

	/**
	 * @param Config $config
	 * @return self
	 * @throws TagError addressed to the wiki's administrator when $wgCarcassonneUrl is unset, not an
	 *   http(s) address, or on the wiki's own origin
	 */
	public static function fromConfig( Config $config ) {
		$wiki = self::wikiAddresses( $config );
		$url = trim( (string)$config->get( 'CarcassonneUrl' ) );
		if ( $url === '' ) {
			throw new TagError( 'carcassonne-error-game-unset' );
		}
		// The configured address may carry its own query; a fragment of it would hide ours.
		$base = preg_replace( '/#.*$/s', '', $url );
		$game = self::gameAddress( $base, $url, $wiki );
		// A protocol-relative address gets the wiki's scheme, written out.
		if ( strpos( $base, '//' ) === 0 ) {
			$base = $game->scheme . ':' . $base;
		}
		return new self( $base, $game, $wiki[0]->origin(), self::scenarioHosts( $config, $game, $wiki[0] ) );
	}

	/**
	 * @param string $base $wgCarcassonneUrl without its fragment
	 * @param string $url $wgCarcassonneUrl, to quote
	 * @param HttpAddress[] $wiki
	 * @return HttpAddress
	 * @throws TagError when it is not an http(s) address, or on one of the wiki's origins
	 */
	private static function gameAddress( $base, $url, array $wiki ) {
		$game = preg_match( '/[^\x21-\x7e]/', $base ) ? null : HttpAddress::parse( $base, $wiki[0]->scheme );
		if ( !$game ) {
			// A path with no host is on the wiki's own origin: say so rather than "not an address".
			if ( preg_match( '#^(/(?!/)|\.|[^:/?\#]*(?:[/?\#]|$))#', $base ) ) {
				throw new TagError( 'carcassonne-error-game-same-origin',
					[ TagError::shown( $url ), $wiki[0]->origin() ] );
			}
			throw new TagError( 'carcassonne-error-game-invalid', [ TagError::shown( $url ) ] );
		}
		foreach ( $wiki as $address ) {
			if ( $address->origin() === $game->origin() ) {
				throw new TagError( 'carcassonne-error-game-same-origin',
					[ TagError::shown( $url ), $address->origin() ] );
			}
		}
		return $game;
	}

	/**
	 * The wiki's own addresses: $wgServer (what readers use; first) and $wgCanonicalServer.
	 *
	 * @param Config $config
	 * @return HttpAddress[]
	 * @throws TagError when neither is an http(s) address (so the frame could not be told its parent)
	 */
	private static function wikiAddresses( Config $config ) {
		$canonical = HttpAddress::parse( (string)$config->get( 'CanonicalServer' ) );
		$server = HttpAddress::parse( (string)$config->get( 'Server' ),
			$canonical ? $canonical->scheme : 'https' );
		$addresses = array_values( array_filter( [ $server, $canonical ] ) );
		if ( !$addresses ) {
			throw new TagError( 'carcassonne-error-wiki-server',
				[ TagError::shown( (string)$config->get( 'Server' ) ) ] );
		}
		return $addresses;
	}

	/**
	 * The game's own host (relative paths are there anyway), and $wgCarcassonneScenarioHosts or by
	 * default the host of the wiki's uploads.
	 *
	 * @param Config $config
	 * @param HttpAddress $game
	 * @param HttpAddress $wiki
	 * @return string[] "host" (any port) or "host:port", lower case
	 */
	private static function scenarioHosts( Config $config, HttpAddress $game, HttpAddress $wiki ) {
		$hosts = [ $game->host . ':' . $game->port ];
		$configured = $config->get( 'CarcassonneScenarioHosts' );
		if ( is_array( $configured ) ) {
			foreach ( $configured as $entry ) {
				// An entry written as an address ("https://host:port/") counts by its host and port.
				$address = HttpAddress::parse( (string)$entry );
				$hosts[] = $address ? $address->host . ':' . $address->port : strtolower( trim( (string)$entry ) );
			}
		} else {
			$uploadsUrl = (string)$config->get( 'UploadBaseUrl' ) ?: (string)$config->get( 'UploadPath' );
			$uploads = HttpAddress::parse( $uploadsUrl, $wiki->scheme ) ?: $wiki;
			$hosts[] = $uploads->host . ':' . $uploads->port;
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * @return string the wiki's origin, which the game answers alone (?origin=)
	 */
	public function wikiOrigin() {
		return $this->wikiOrigin;
	}

	/**
	 * @return HttpAddress the game's address
	 */
	public function address() {
		return $this->game;
	}

	/**
	 * @return string[] the hosts scenarios may come from: "host" (any port) or "host:port", lower case
	 */
	public function allowedHosts() {
		return $this->scenarioHosts;
	}

	/**
	 * Where a scenario="…" that ScenarioAddress took points, as the game's page resolves it (RFC 3986): a
	 * path against the game's page, "//host/…" with the game's scheme; without its fragment.
	 *
	 * @param string $address
	 * @return string|null an absolute address; null when it cannot be read as one
	 */
	public function resolve( $address ) {
		try {
			return (string)UriResolver::resolve( new Uri( $this->base ), new Uri( $address ) )->withFragment( '' );
		} catch ( InvalidArgumentException $e ) {
			return null;
		}
	}

	/**
	 * The game's page with the query parts and fragment given.
	 *
	 * @param string[] $query "name=value" parts, already encoded
	 * @param string $fragment "" or "#…"
	 * @return string
	 */
	public function url( array $query, $fragment ) {
		return $this->base . ( strpos( $this->base, '?' ) === false ? '?' : '&' ) . implode( '&', $query ) . $fragment;
	}
}
