<?php

namespace MediaWiki\Extension\Carcassonne;

/**
 * One <carcassonne> tag, read and checked: its language, size, and scenario (an address, or the JSON
 * between the tags).
 */
class DemoTag {
	/** Attributes the tag accepts. */
	public const ATTRIBUTES = [ 'scenario', 'lang', 'height', 'width' ];
	/** Languages of the game (its lang= parameter): a copy of web/languages.json, checked by tests/i18n. */
	public const LANGUAGES = [ 'en', 'nl', 'fr', 'de', 'es', 'it', 'pl', 'ru' ];
	public const DEFAULT_HEIGHT = 420;
	public const MIN_SIZE = 150;
	public const MAX_SIZE = 2000;
	/** An inline scenario (between the tags) may have at most this many bytes. */
	public const MAX_INLINE_BYTES = 65536;
	public const MAX_JSON_DEPTH = 64;

	/** @var string */
	public $lang;
	/** @var int pixels */
	public $height;
	/** @var string a CSS length */
	public $width;
	/** @var string|null the checked scenario="…" */
	public $scenario;
	/** @var string|null the JSON between the tags */
	public $json;

	/**
	 * @param string|null $input the text between the tags, null for <carcassonne … />
	 * @param array $args the attributes (entities already decoded by the parser)
	 * @param string $pageLanguage the code of the page's language
	 * @param ScenarioAddress $addresses
	 * @param callable|null $readerLanguage gives the code of the reader's language; called only when
	 *   neither lang="…" nor the page's language is a language of the game
	 * @return self
	 * @throws TagError
	 */
	public static function read( $input, array $args, $pageLanguage, ScenarioAddress $addresses,
		?callable $readerLanguage = null
	) {
		foreach ( $args as $name => $value ) {
			if ( !in_array( (string)$name, self::ATTRIBUTES, true ) ) {
				throw new TagError( 'carcassonne-error-attribute', [ TagError::shown( (string)$name ) ] );
			}
		}
		$tag = new self();
		$tag->lang = self::language( $args, $pageLanguage, $readerLanguage );
		$tag->height = self::height( $args );
		$tag->width = self::width( $args );

		$body = self::body( $input );
		$scenario = isset( $args['scenario'] ) ? trim( (string)$args['scenario'] ) : null;
		if ( $body !== '' && $scenario !== null ) {
			throw new TagError( 'carcassonne-error-both' );
		}
		if ( $body !== '' ) {
			$tag->json = self::checkedJson( $body );
		} elseif ( $scenario !== null && $scenario !== '' ) {
			$tag->scenario = $addresses->check( $scenario );
		} else {
			throw new TagError( 'carcassonne-error-no-scenario' );
		}
		return $tag;
	}

	/**
	 * The text between the tags when it is not the tag's scenario: with scenario="…" (often a tag that
	 * lacks its "/" or has a ">" in a value, so that it runs to a later </carcassonne>), not JSON, not an
	 * object, too large. The wiki shows it after the error box, so that no tag hides part of the page.
	 *
	 * @param string|null $input
	 * @param array $args
	 * @return string|null
	 */
	public static function unusedBody( $input, array $args ) {
		$body = self::body( $input );
		if ( $body === '' ) {
			return null;
		}
		if ( isset( $args['scenario'] ) ) {
			return $input;
		}
		try {
			self::checkedJson( $body );
			return null;
		} catch ( TagError $e ) {
			return $input;
		}
	}

	/**
	 * @param string|null $input
	 * @return string
	 */
	private static function body( $input ) {
		return $input === null ? '' : trim( $input );
	}

	/**
	 * lang="…"; else the page's language when the game has it; else the reader's when the game has it;
	 * else English. A variant counts as its language (de-formal as de, en-gb as en).
	 *
	 * @param array $args
	 * @param string $pageLanguage
	 * @param callable|null $readerLanguage
	 * @return string
	 */
	private static function language( array $args, $pageLanguage, $readerLanguage ) {
		if ( isset( $args['lang'] ) ) {
			$lang = trim( (string)$args['lang'] );
			if ( !in_array( $lang, self::LANGUAGES, true ) ) {
				throw new TagError( 'carcassonne-error-lang', [ TagError::shown( $lang ), implode( ', ', self::LANGUAGES ) ] );
			}
			return $lang;
		}
		$code = self::gameLanguage( $pageLanguage );
		if ( $code === null && $readerLanguage ) {
			$code = self::gameLanguage( $readerLanguage() );
		}
		return $code ?? 'en';
	}

	/**
	 * @param string $code a language code of the wiki's
	 * @return string|null the game's language it is, or null
	 */
	private static function gameLanguage( $code ) {
		$code = strtolower( explode( '-', (string)$code )[0] );
		return in_array( $code, self::LANGUAGES, true ) ? $code : null;
	}

	/**
	 * height="…": whole pixels from MIN_SIZE to MAX_SIZE ("px" may follow).
	 *
	 * @param array $args
	 * @return int
	 */
	private static function height( array $args ) {
		if ( !isset( $args['height'] ) ) {
			return self::DEFAULT_HEIGHT;
		}
		$value = (string)$args['height'];
		if ( !preg_match( '/^\s*(\d{1,5})\s*(px)?\s*$/', $value, $m )
			|| (int)$m[1] < self::MIN_SIZE || (int)$m[1] > self::MAX_SIZE
		) {
			throw new TagError( 'carcassonne-error-height', [ TagError::shown( $value ) ] );
		}
		return (int)$m[1];
	}

	/**
	 * width="…": whole pixels from MIN_SIZE to MAX_SIZE, or a percentage from 10% to 100%.
	 * Returns a CSS length; 100% when absent.
	 *
	 * @param array $args
	 * @return string
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
		throw new TagError( 'carcassonne-error-width', [ TagError::shown( $value ) ] );
	}

	/**
	 * The scenario between the tags: a JSON object of at most MAX_INLINE_BYTES bytes.
	 *
	 * @param string $text
	 * @return string
	 * @throws TagError
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
	 * The game's query for this demo: ?scenario=…&lang=… (embed=1 and origin=… are the frame's).
	 *
	 * @return string[]
	 */
	public function query() {
		$query = [];
		if ( $this->scenario !== null ) {
			$query[] = 'scenario=' . rawurlencode( $this->scenario );
		}
		return $query;
	}

	/**
	 * "#s=<base64url>" for a scenario between the tags (as the game's "Share" links carry it), else "".
	 *
	 * @return string
	 */
	public function fragment() {
		return $this->json === null ? '' : '#s=' . self::base64url( $this->json );
	}

	/**
	 * Base64url without padding, what the game's #s= links use (web/shell/scenario.js).
	 *
	 * @param string $text
	 * @return string
	 */
	public static function base64url( $text ) {
		return rtrim( strtr( base64_encode( $text ), '+/', '-_' ), '=' );
	}
}
