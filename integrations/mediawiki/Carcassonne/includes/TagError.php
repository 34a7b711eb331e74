<?php

namespace MediaWiki\Extension\Carcassonne;

use Exception;

/**
 * A mistake in a <carcassonne> tag: the message to show (a key of i18n/) and its parameters,
 * which are shown as plain text.
 */
class TagError extends Exception {
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
}
