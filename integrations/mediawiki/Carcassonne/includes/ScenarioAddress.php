<?php

namespace MediaWiki\Extension\Carcassonne;

/**
 * Checks scenario="…": an http(s) address on a host of $wgCarcassonneScenarioHosts, or a path relative
 * to the game's page (so on the game's host).
 *
 * An editor's address makes every reader's browser fetch from it: another host could track readers or
 * change the demo after the page was reviewed. Only printable ASCII is taken, so no bidi control or
 * invisible character can hide what the address is, in the wiki's source or in the game's own error text.
 */
class ScenarioAddress {
	public const MAX_LENGTH = 2000;

	/** @var GamePage */
	private $game;

	/**
	 * @param GamePage $game
	 */
	public function __construct( GamePage $game ) {
		$this->game = $game;
	}

	/**
	 * @param string $address the attribute's value, trimmed
	 * @return string the address, unchanged
	 * @throws TagError
	 */
	public function check( $address ) {
		if ( preg_match( '/[^\x20-\x7e]/', $address ) ) {
			// Non-ASCII, control, bidi and invisible characters: percent-encoded or nothing.
			throw new TagError( 'carcassonne-error-scenario-characters', [ TagError::shown( $address, true ) ] );
		}
		if ( strlen( $address ) > self::MAX_LENGTH || preg_match( '/[ "\'<>\\\\`]/', $address ) ) {
			throw new TagError( 'carcassonne-error-scenario-url', [ TagError::shown( $address ) ] );
		}
		$this->checkScheme( $address );
		$authority = HttpAddress::authority( $address );
		if ( $authority === null ) {
			// A relative path: the game resolves it against its own page.
			return $address;
		}
		if ( strpos( $authority, '@' ) !== false ) {
			throw new TagError( 'carcassonne-error-scenario-userinfo', [ TagError::shown( $address ) ] );
		}
		$target = HttpAddress::parse( $address, $this->game->address()->scheme );
		if ( !$target ) {
			throw new TagError( 'carcassonne-error-scenario-url', [ TagError::shown( $address ) ] );
		}
		foreach ( $this->game->allowedHosts() as $entry ) {
			if ( $target->matchesHost( $entry ) ) {
				return $address;
			}
		}
		throw new TagError( 'carcassonne-error-scenario-host',
			[ TagError::shown( $address ), $target->host . ( $target->portWritten ? ':' . $target->port : '' ) ] );
	}

	/**
	 * Only http:// and https:// name a scheme; "https:x" or "https:///x" (which browsers read as a host
	 * of their own) are refused. ("///x" has no host HttpAddress takes.)
	 *
	 * @param string $address
	 * @throws TagError
	 */
	private function checkScheme( $address ) {
		if ( preg_match( '/^([^\/?#]*):/', $address, $m )
			&& ( !preg_match( '/^https?$/i', $m[1] ) || !preg_match( '/^[a-z]+:\/\/[^\/]/i', $address ) )
		) {
			throw new TagError( 'carcassonne-error-scenario-url', [ TagError::shown( $address ) ] );
		}
	}
}
