<?php

namespace MediaWiki\Extension\Carcassonne;

use ExtensionRegistry;
use GuzzleHttp\Psr7\FnStream;
use GuzzleHttp\Psr7\Utils;
use MediaWiki\Http\HttpRequestFactory;
use Psr\Http\Message\ResponseInterface;
use RuntimeException;
use Throwable;
use WANObjectCache;

/**
 * Reads the file a scenario="…" names while the wiki parses the page, for the demo's text beside its frame
 * (DemoText). The frame still fetches the file itself, in the reader's browser; this only puts its words on
 * the page.
 *
 * The wiki's server asks only for what a reader's browser would: an address ScenarioAddress took (on the
 * game's host or a host of $wgCarcassonneScenarioHosts), and of those only a file whose path ends in
 * ".json" and whose port is the one its allowed entry names or, for an entry without a port, the scheme's
 * default (a "host" entry lets the frame use any port, never the wiki's server: an editor could otherwise
 * reach any service on that host).
 * One GET, with no cookies, following no redirect, of at most MAX_BYTES, in at most TIMEOUT seconds; at
 * most BUDGET seconds for all the files of one page. A file that cannot be read that way (no answer, an
 * answer other than 200, too large, too slow, not a JSON object) gives no text: the demo is shown as
 * always, with no error box, the file is not asked for again for FAILURE_SECONDS, and the page is parsed
 * again within RETRY_SECONDS.
 */
class ScenarioFiles {
	/** The game's own limit on a scenario file (docs/embedding.md). */
	public const MAX_BYTES = 1048576;
	/** Seconds for one file, from the request to its last byte. */
	public const TIMEOUT = 3;
	/** Seconds for all the files one page reads. */
	public const BUDGET = 5;
	/** A file read is kept this long (seconds) in the wiki's object cache. */
	public const CACHE_SECONDS = 3600;
	/** A file that could not be read is not asked for again for this long (seconds). */
	public const FAILURE_SECONDS = 600;
	/** What the object cache keeps for a file that could not be read (a source is an array). */
	private const UNREADABLE = 'unreadable';
	/** A page one of whose files could not be read is kept in the parser cache at most this long (seconds). */
	public const RETRY_SECONDS = 3600;

	/** @var GamePage */
	private $game;
	/** @var HttpRequestFactory */
	private $http;
	/** @var WANObjectCache */
	private $cache;
	/** @var string $wgHTTPProxy, or '' */
	private $proxy;
	/** @var array<string,array|false> what this request read, by address: DemoText::source() or false */
	private $known = [];
	/** @var float when this page's time for files is up (microtime) */
	private $deadline = 0.0;
	/** @var bool whether a file of this page could not be read */
	private $missed = false;

	/**
	 * @param GamePage $game
	 * @param HttpRequestFactory $http
	 * @param WANObjectCache $cache
	 * @param string $proxy $wgHTTPProxy: the proxy the wiki's own requests go through, or ''
	 */
	public function __construct( GamePage $game, HttpRequestFactory $http, WANObjectCache $cache, $proxy = '' ) {
		$this->game = $game;
		$this->http = $http;
		$this->cache = $cache;
		$this->proxy = (string)$proxy;
	}

	/**
	 * A page's demos are filled from here on: its time for files starts.
	 */
	public function startPage() {
		$this->deadline = microtime( true ) + self::BUDGET;
		$this->missed = false;
	}

	/**
	 * @return bool whether a file of the page since startPage() could not be read
	 */
	public function missed() {
		return $this->missed;
	}

	/**
	 * @param string $address a scenario="…" that ScenarioAddress took
	 * @return array|null DemoText::source() of the file, or null: not a file read here, or it cannot be read
	 */
	public function source( $address ) {
		$url = $this->game->resolve( $address );
		$target = $url === null ? null : HttpAddress::parse( $url );
		if ( !$target || !preg_match( '#^[a-z]+://[^/?\#]*/[^?\#]*\.json(\?|$)#i', $url ) ) {
			return null;
		}
		// The address as taken allows its host; checked again as resolved, to be sure, and its port too:
		// the frame may use any port of a "host" entry, the wiki's server only the one it names or the
		// scheme's default.
		$allowed = false;
		foreach ( $this->game->allowedHosts() as $entry ) {
			$allowed = $allowed || $target->matchesHostAndPort( $entry );
		}
		if ( !$allowed ) {
			return null;
		}
		if ( !array_key_exists( $url, $this->known ) ) {
			$timeUp = false;
			try {
				$source = $this->cache->getWithSetCallback(
					$this->cache->makeKey( 'carcassonne-scenario-text', md5( $url ) ),
					self::CACHE_SECONDS,
					function ( $old, &$ttl ) use ( $url, &$timeUp ) {
						if ( $this->deadline - microtime( true ) < 0.2 ) {
							$timeUp = true;
							// false: nothing is kept, so the next parse asks for it.
							return false;
						}
						$source = $this->read( $url, $this->deadline - microtime( true ) );
						if ( $source === null ) {
							// Kept a short while, so that a host that is down does not slow every parse.
							$ttl = self::FAILURE_SECONDS;
							return self::UNREADABLE;
						}
						return $source;
					}
				);
			} catch ( Throwable $e ) {
				$source = false;
			}
			if ( $timeUp ) {
				// Not asked for, as this page's time was up: another page may still read it.
				$this->missed = true;
				return null;
			}
			$this->known[$url] = is_array( $source ) ? $source : false;
		}
		if ( $this->known[$url] === false ) {
			$this->missed = true;
			return null;
		}
		return $this->known[$url];
	}

	/**
	 * @param string $url
	 * @param float $left seconds left of the page's time
	 * @return array|null DemoText::source() of the file; null when it cannot be read
	 */
	private function read( $url, $left ) {
		$timeout = min( self::TIMEOUT, $left );
		$end = microtime( true ) + $timeout;
		$body = '';
		// The body as it arrives, stopped as soon as it is too long or its time is up: a server that sends
		// a byte now and then would otherwise keep each read within the timeout, for ever.
		$sink = FnStream::decorate( Utils::streamFor( '' ), [
			'write' => static function ( $chunk ) use ( &$body, $end ) {
				if ( strlen( $body ) + strlen( $chunk ) > self::MAX_BYTES || microtime( true ) > $end ) {
					throw new RuntimeException( 'too large or too slow' );
				}
				$body .= $chunk;
				return strlen( $chunk );
			},
		] );
		try {
			$options = [
				'timeout' => $timeout,
				'connect_timeout' => $timeout,
				'read_timeout' => $timeout,
				'allow_redirects' => false,
				'http_errors' => false,
				'cookies' => false,
				// HTTP/1.0: the answer comes whole or with its length, never in chunks, which PHP's own
				// streams (without curl) hand on only 8 KB at a time, however long those take to come.
				'version' => '1.0',
				// The wiki's own User-Agent is added only when none is given (HttpRequestFactory); given here,
				// so that it stays whatever the version of MediaWiki does with 'headers'.
				'headers' => [ 'Accept' => 'application/json', 'User-Agent' => $this->userAgent() ],
				'on_headers' => static function ( ResponseInterface $response ) {
					if ( $response->getStatusCode() !== 200
						|| (int)$response->getHeaderLine( 'Content-Length' ) > self::MAX_BYTES
					) {
						throw new RuntimeException( 'not a file to read' );
					}
				},
				'sink' => $sink,
			];
			if ( $this->proxy !== '' ) {
				$options['proxy'] = $this->proxy;
			}
			$response = $this->http->createGuzzleClient( $options )->request( 'GET', $url );
			if ( $response->getStatusCode() !== 200 || microtime( true ) > $end ) {
				return null;
			}
		} catch ( Throwable $e ) {
			return null;
		}
		return DemoText::source( json_decode( $body, false, DemoTag::MAX_JSON_DEPTH ) );
	}

	/**
	 * @return string "MediaWiki-Carcassonne/<version> MediaWiki/<version>"
	 */
	private function userAgent() {
		$version = ExtensionRegistry::getInstance()->getAllThings()['Carcassonne']['version'] ?? '';
		return 'MediaWiki-Carcassonne' . ( $version !== '' ? '/' . $version : '' ) . ' ' . $this->http->getUserAgent();
	}
}
