<?php

namespace MediaWiki\Extension\Carcassonne;

/**
 * One page's slots filled, in the order their marks stand in the page's HTML (see Hooks::slot()).
 *
 * The demos are counted here, not when the tags run: the wiki may copy one tag's output (a template that
 * uses its parameter twice), and puts a tag written inside an attribute where it never shows.
 */
class SlotFill {
	/** @var array<string,array|string> each slot by its mark: [ DemoTag, DemoHtml ], or final HTML */
	private $slots;
	/** @var int */
	private $most;
	/** @var string the regular expression of this request's marks */
	private $pattern;
	/** @var true[] the marks filled so far */
	private $seen = [];
	/** @var int */
	private $shown = 0;

	/**
	 * @param array $slots
	 * @param int $most $wgCarcassonneMaxDemos
	 * @param string $pattern
	 */
	public function __construct( array $slots, $most, $pattern ) {
		$this->slots = $slots;
		$this->most = $most;
		$this->pattern = $pattern;
	}

	/**
	 * @param string $html
	 * @return string $html with each mark replaced by its slot's HTML
	 */
	public function fill( $html ) {
		return preg_replace_callback( $this->pattern, function ( $match ) {
			return $this->slotHtml( $match[0] );
		}, $html );
	}

	/**
	 * @param string $mark
	 * @return string
	 */
	private function slotHtml( $mark ) {
		// A mark of no slot of this page's: it came from another parse, whose slots are gone.
		if ( !isset( $this->slots[$mark] ) ) {
			return '';
		}
		$first = !isset( $this->seen[$mark] );
		$this->seen[$mark] = true;
		$slot = $this->slots[$mark];
		if ( is_string( $slot ) ) {
			// An error box and the text that followed the tag, which may hold marks of its own.
			return $this->fill( $slot );
		}
		return $this->demo( $slot[0], $slot[1], $first );
	}

	/**
	 * The demo while the page has shown fewer than the most; past that, or for a copy, a link to it.
	 *
	 * @param DemoTag $tag
	 * @param DemoHtml $html
	 * @param bool $first whether this is the first copy of its mark
	 * @return string
	 */
	private function demo( DemoTag $tag, DemoHtml $html, $first ) {
		if ( $this->shown >= $this->most ) {
			return $html->link( $tag, wfMessage( 'carcassonne-too-many' )->numParams( $this->most ) );
		}
		if ( !$first ) {
			return $html->link( $tag, wfMessage( 'carcassonne-repeated' ) );
		}
		$this->shown++;
		return $html->frame( $tag );
	}
}
