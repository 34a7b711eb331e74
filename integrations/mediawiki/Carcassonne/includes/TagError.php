<?php

namespace MediaWiki\Extension\Carcassonne;

use Exception;

/**
 * A mistake in a <carcassonne> tag: the message to show (a key of i18n/) and its parameters,
 * which are shown as plain text.
 */
class TagError extends Exception {
	/** A value quoted in a message has at most this many characters. */
	public const MAX_SHOWN = 60;

	/** @var string */
	public $messageKey;
	/** @var string[] */
	public $params;

	/**
	 * @param string $messageKey
	 * @param string[] $params
	 */
	public function __construct( $messageKey, array $params = [] ) {
		parent::__construct( $messageKey );
		$this->messageKey = $messageKey;
		$this->params = $params;
	}

	/**
	 * A value from the page as a message quotes it: invalid UTF-8 repaired, cut to MAX_SHOWN characters,
	 * and every character that could reorder or hide the message's own text (bidi controls, invisible
	 * and format characters, fillers, control characters, spaces other than the plain one) written as
	 * [U+XXXX]. The message still escapes it (plaintextParams).
	 *
	 * @param string $value
	 * @param bool $asciiOnly write every character but printable ASCII as [U+XXXX]
	 * @return string
	 */
	public static function shown( $value, $asciiOnly = false ) {
		if ( !mb_check_encoding( $value, 'UTF-8' ) ) {
			$value = mb_convert_encoding( $value, 'UTF-8', 'UTF-8' );
		}
		if ( mb_strlen( $value ) > self::MAX_SHOWN ) {
			$value = mb_substr( $value, 0, self::MAX_SHOWN - 1 ) . '…';
		}
		$hidden = $asciiOnly ? '/[^\x20-\x7e…]/u' :
			'/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}' .
			'\x{034F}\x{115F}\x{1160}\x{17B4}\x{17B5}\x{180B}-\x{180F}\x{2800}\x{3164}\x{FE00}-\x{FE0F}' .
			'\x{FFA0}\x{FFF9}-\x{FFFB}\x{E0100}-\x{E01EF}]/u';
		return preg_replace_callback( $hidden, static function ( $m ) {
			return sprintf( '[U+%04X]', mb_ord( $m[0], 'UTF-8' ) );
		}, $value );
	}
}
