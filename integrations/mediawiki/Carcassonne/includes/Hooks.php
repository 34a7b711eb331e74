<?php
/**
 * The <carcassonne> parser tag: embeds a rules demo of the Carcassonne web game in an iframe.
 *
 *   <carcassonne scenario="assets/scenarios/ferries-branching-road.json" lang="nl" height="420"/>
 *   <carcassonne height="360">{ "sets": ["base"], "board": [ … ], "moves": [ … ] }</carcassonne>
 *
 * The first form gives the game ?scenario=<address>, the second carries the JSON in the link itself
 * (#s=<base64url>, as the game's "Share" links do). Any mistake shows a short error box instead of the
 * demo; nothing from the page's text reaches the HTML unescaped.
 */

namespace MediaWiki\Extension\Carcassonne;

use Config;
use Html;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;
use PPFrame;

class Hooks implements ParserFirstCallInitHook {
	/** Attributes the tag accepts. */
	public const ATTRIBUTES = [ 'scenario', 'lang', 'height', 'width' ];
	/** Languages of the game (its lang= parameter). */
	public const LANGUAGES = [ 'en', 'nl', 'fr', 'de' ];
	public const DEFAULT_HEIGHT = 420;
	public const MIN_SIZE = 150;
	public const MAX_SIZE = 2000;
	/** An inline scenario (between the tags) may have at most this many bytes. */
	public const MAX_INLINE_BYTES = 65536;
	public const MAX_JSON_DEPTH = 64;
	public const MAX_URL_LENGTH = 2000;

	/** @var string */
	private $gameUrl;

	public function __construct( Config $config ) {
		$this->gameUrl = (string)$config->get( 'CarcassonneUrl' );
	}

	/**
	 * @param Parser $parser
	 */
	public function onParserFirstCallInit( $parser ) {
		$parser->setHook( 'carcassonne', [ $this, 'render' ] );
	}

	/**
	 * @param string|null $input the text between the tags, null for <carcassonne … />
	 * @param array $args the attributes (entities already decoded by the parser)
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML
	 */
	public function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		$language = $parser->getTargetLanguage();
		try {
			$attributes = $this->iframeAttributes( $input, $args, $language->getCode() );
		} catch ( TagError $e ) {
			$parser->addTrackingCategory( 'carcassonne-error-category' );
			$text = wfMessage( $e->messageKey )
				->plaintextParams( ...$e->params )
				->inLanguage( $language )
				->text();
			return Html::element( 'div', [ 'class' => 'error carcassonne-error' ], $text );
		}
		$attributes['title'] = wfMessage( 'carcassonne-frame-title' )->inLanguage( $language )->text();
		return Html::element( 'iframe', $attributes, '' );
	}

	/**
	 * Checks the tag and returns the iframe's attributes (without the title).
	 *
	 * @param string|null $input
	 * @param array $args
	 * @param string $pageLanguage the code of the page's language
	 * @return array
	 * @throws TagError
	 */
	public function iframeAttributes( $input, array $args, $pageLanguage ) {
		foreach ( $args as $name => $value ) {
			if ( !in_array( (string)$name, self::ATTRIBUTES, true ) ) {
				throw new TagError( 'carcassonne-error-attribute', [ self::shorten( (string)$name ) ] );
			}
		}

		$lang = self::language( $args, $pageLanguage );
		$height = self::height( $args );
		$width = self::width( $args );

		$body = $input === null ? '' : trim( $input );
		$scenario = isset( $args['scenario'] ) ? trim( (string)$args['scenario'] ) : null;
		if ( $body !== '' && $scenario !== null ) {
			throw new TagError( 'carcassonne-error-both' );
		}

		$query = [];
		$fragment = '';
		if ( $body !== '' ) {
			$fragment = '#s=' . self::base64url( self::checkedJson( $body ) );
		} elseif ( $scenario !== null && $scenario !== '' ) {
			$query[] = 'scenario=' . rawurlencode( self::checkedAddress( $scenario ) );
		} else {
			throw new TagError( 'carcassonne-error-no-scenario' );
		}
		$query[] = 'embed=1';
		$query[] = 'lang=' . $lang;

		// The configured address may carry its own query; a fragment of it would hide ours.
		$base = preg_replace( '/#.*$/s', '', $this->gameUrl );
		$src = $base . ( strpos( $base, '?' ) === false ? '?' : '&' ) . implode( '&', $query ) . $fragment;

		return [
			'src' => $src,
			'class' => 'carcassonne-demo',
			'loading' => 'lazy',
			'height' => (string)$height,
			'style' => "display:block;width:$width;max-width:100%;height:{$height}px;border:0;",
		];
	}

	/**
	 * lang="…", or the page's language when the game has it, or English.
	 */
	private static function language( array $args, $pageLanguage ) {
		if ( isset( $args['lang'] ) ) {
			$lang = trim( (string)$args['lang'] );
			if ( !in_array( $lang, self::LANGUAGES, true ) ) {
				throw new TagError( 'carcassonne-error-lang', [ self::shorten( $lang ) ] );
			}
			return $lang;
		}
		$code = explode( '-', (string)$pageLanguage )[0];
		return in_array( $code, self::LANGUAGES, true ) ? $code : 'en';
	}

	/**
	 * height="…": whole pixels from MIN_SIZE to MAX_SIZE ("px" may follow).
	 */
	private static function height( array $args ) {
		if ( !isset( $args['height'] ) ) {
			return self::DEFAULT_HEIGHT;
		}
		$value = (string)$args['height'];
		if ( !preg_match( '/^\s*(\d{1,5})\s*(px)?\s*$/', $value, $m )
			|| (int)$m[1] < self::MIN_SIZE || (int)$m[1] > self::MAX_SIZE
		) {
			throw new TagError( 'carcassonne-error-height', [ self::shorten( $value ) ] );
		}
		return (int)$m[1];
	}

	/**
	 * width="…": whole pixels from MIN_SIZE to MAX_SIZE, or a percentage from 10% to 100%.
	 * Returns a CSS length; 100% when absent.
	 */
	private static function width( array $args ) {
		if ( !isset( $args['width'] ) ) {
			return '100%';
		}
		$value = (string)$args['width'];
		if ( preg_match( '/^\s*(\d{1,5})\s*%\s*$/', $value, $m ) && (int)$m[1] >= 10 && (int)$m[1] <= 100 ) {
			return (int)$m[1] . '%';
		}
		if ( preg_match( '/^\s*(\d{1,5})\s*(px)?\s*$/', $value, $m )
			&& (int)$m[1] >= self::MIN_SIZE && (int)$m[1] <= self::MAX_SIZE
		) {
			return (int)$m[1] . 'px';
		}
		throw new TagError( 'carcassonne-error-width', [ self::shorten( $value ) ] );
	}

	/**
	 * scenario="…": an http(s) address, or a path relative to the game's page. No other scheme
	 * (javascript:, data:, …), no spaces, quotes, angle brackets, backslashes or control characters.
	 */
	private static function checkedAddress( $address ) {
		if ( strlen( $address ) > self::MAX_URL_LENGTH
			|| preg_match( '/[\x00-\x20\x7f"\'<>\\\\`]/', $address )
			|| !mb_check_encoding( $address, 'UTF-8' )
		) {
			throw new TagError( 'carcassonne-error-scenario-url', [ self::shorten( $address ) ] );
		}
		if ( preg_match( '/^([^\/?#]*):/', $address, $m ) ) {
			// It names a scheme: only http:// and https:// addresses.
			if ( !preg_match( '/^https?$/i', $m[1] ) || !preg_match( '/^[a-z]+:\/\/[^\/]/i', $address ) ) {
				throw new TagError( 'carcassonne-error-scenario-url', [ self::shorten( $address ) ] );
			}
		}
		return $address;
	}

	/**
	 * The scenario between the tags: a JSON object of at most MAX_INLINE_BYTES bytes.
	 */
	private static function checkedJson( $text ) {
		if ( strlen( $text ) > self::MAX_INLINE_BYTES ) {
			throw new TagError( 'carcassonne-error-too-large', [ (string)( self::MAX_INLINE_BYTES / 1024 ) ] );
		}
		$value = json_decode( $text, false, self::MAX_JSON_DEPTH );
		if ( json_last_error() !== JSON_ERROR_NONE ) {
			throw new TagError( 'carcassonne-error-json', [ json_last_error_msg() ] );
		}
		if ( !is_object( $value ) ) {
			throw new TagError( 'carcassonne-error-not-object' );
		}
		return $text;
	}

	/**
	 * Base64url without padding, what the game's #s= links use (web/shell.js).
	 */
	public static function base64url( $text ) {
		return rtrim( strtr( base64_encode( $text ), '+/', '-_' ), '=' );
	}

	/**
	 * A value quoted in an error message: at most 60 characters.
	 */
	private static function shorten( $value ) {
		if ( !mb_check_encoding( $value, 'UTF-8' ) ) {
			$value = mb_convert_encoding( $value, 'UTF-8', 'UTF-8' );
		}
		return mb_strlen( $value ) > 60 ? mb_substr( $value, 0, 59 ) . '…' : $value;
	}
}
