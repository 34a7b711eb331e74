<?php

namespace MediaWiki\Extension\Carcassonne;

use Html;
use Language;
use MediaWiki\MediaWikiServices;

/**
 * The HTML a tag becomes: the demo's iframe and its text, a link to the demo once a page has its most
 * demos, or an error box. Every text from the page is escaped (Html::element, plaintextParams).
 */
class DemoHtml {
	/**
	 * What a demo needs and no more (measured, docs/embedding.md "Framing"): scripts, and its own origin
	 * to fetch its files and draw its tile pictures. The game is never on the wiki's origin (GamePage),
	 * so its own origin gives it nothing of the wiki's.
	 */
	public const SANDBOX = 'allow-scripts allow-same-origin';

	/** @var GamePage */
	private $game;
	/** @var Language */
	private $language;
	/** @var ScenarioFiles|null reads scenario="…" files for their text; null: only inline scenarios have one */
	private $files;

	/**
	 * @param GamePage $game
	 * @param Language $language the page's language, for the texts
	 * @param ScenarioFiles|null $files
	 */
	public function __construct( GamePage $game, Language $language, ?ScenarioFiles $files = null ) {
		$this->game = $game;
		$this->language = $language;
		$this->files = $files;
	}

	/**
	 * The demo in an iframe that answers only the wiki's page (origin=), in a sandbox, sends no
	 * referrer, gets no browser features (allow="") and starts when scrolled near; then its text.
	 *
	 * @param DemoTag $tag
	 * @return string HTML
	 */
	public function frame( DemoTag $tag ) {
		return $this->iframe( $tag ) . $this->textBox( $tag );
	}

	/**
	 * @param DemoTag $tag
	 * @return string HTML
	 */
	private function iframe( DemoTag $tag ) {
		$query = array_merge( $tag->query(),
			[ 'embed=1', 'lang=' . $tag->lang, 'origin=' . rawurlencode( $this->game->wikiOrigin() ) ] );
		return Html::element( 'iframe', [
			'src' => $this->game->url( $query, $tag->fragment() ),
			'class' => 'carcassonne-demo',
			'title' => self::text( wfMessage( 'carcassonne-frame-title' ), $this->language ),
			'sandbox' => self::SANDBOX,
			'allow' => '',
			'referrerpolicy' => 'no-referrer',
			'loading' => 'lazy',
			'height' => (string)$tag->height,
			'style' => "display:block;width:{$tag->width};max-width:100%;height:{$tag->height}px;border:0;",
		], '' );
	}

	/**
	 * The demo's title and step texts in the tag's language, in a folded box (DemoText), all in that
	 * language; "" when the scenario has none, or its file cannot be read here (ScenarioFiles).
	 *
	 * @param DemoTag $tag
	 * @return string HTML
	 */
	private function textBox( DemoTag $tag ) {
		if ( $tag->json !== null ) {
			$source = DemoText::source( json_decode( $tag->json, false, DemoTag::MAX_JSON_DEPTH ) );
		} elseif ( $tag->scenario !== null && $this->files ) {
			$source = $this->files->source( $tag->scenario );
		} else {
			$source = null;
		}
		$text = $source ? DemoText::inLanguage( $source, $tag->lang ) : null;
		if ( !$text ) {
			return '';
		}
		$language = MediaWikiServices::getInstance()->getLanguageFactory()->getLanguage( $tag->lang );
		return $text->html( self::text( wfMessage( 'carcassonne-text-summary' ), $language ), $language );
	}

	/**
	 * A demo not shown here (the page has its most demos, or shows this one already): a line that says
	 * why, with a link that opens the demo on the game's own page in a new tab (which learns nothing of
	 * the wiki's page: noopener, noreferrer).
	 *
	 * @param DemoTag $tag
	 * @param \Message $why
	 * @return string HTML
	 */
	public function link( DemoTag $tag, $why ) {
		// demo=1: the game's page shows the link as a demo even if it is a game in progress, so the
		// reader's own game kept in that browser is never replaced by it.
		$href = $this->game->url( array_merge( $tag->query(), [ 'lang=' . $tag->lang, 'demo=1' ] ), $tag->fragment() );
		$text = self::text( $why, $this->language );
		$link = Html::element( 'a', [
			'href' => $href,
			'class' => 'external carcassonne-demo-link',
			'rel' => 'nofollow noopener noreferrer',
			'target' => '_blank',
		], self::text( wfMessage( 'carcassonne-too-many-link' ), $this->language ) );
		return Html::rawElement( 'div', [ 'class' => 'carcassonne-more' ], htmlspecialchars( $text ) . ' ' . $link );
	}

	/**
	 * @param TagError $e
	 * @param Language $language
	 * @return string HTML
	 */
	public static function errorBox( TagError $e, Language $language ) {
		$text = self::text( wfMessage( $e->messageKey )->plaintextParams( ...$e->params ), $language );
		return Html::element( 'div', [ 'class' => 'error carcassonne-error' ], $text );
	}

	/**
	 * @param \Message $message
	 * @param Language $language
	 * @return string plain text
	 */
	private static function text( $message, Language $language ) {
		return $message->inLanguage( $language )->text();
	}
}
