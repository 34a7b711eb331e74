<?php

namespace MediaWiki\Extension\Carcassonne;

use Html;
use Language;

/**
 * A demo's own words, as text on the wiki's page beside its iframe: its title and the text of each step,
 * in one language, so that a screen reader reads them, a search engine finds them, a reader can select and
 * copy them, and they are there when the frame cannot load.
 *
 * The texts are chosen as the game chooses what the frame shows (src/render/table/table.cpp, demoTitle()
 * and demoText()): the title of the tag's language, else the English one, else the scenario's own
 * "title"; a step's text in the tag's language, else in English (a text that is "", as the editor leaves a
 * step it was given no text for, is none), else for the starting position the scenario's "description".
 * Only the steps the demo has are shown: the starting position, one a move, and the end-of-game scoring
 * when "end" is true. The moves in words and the scorings that the frame adds are the game's, not here.
 */
class DemoText {
	/** A scenario holds at most this many moves (docs/formats.md §2), so a demo at most this many steps. */
	private const MAX_STEPS = 1002;

	/** @var string the title, or '' */
	public $title;
	/** @var string[] the texts of the steps, by step (0: the starting position); a step with none is left out */
	public $steps;

	/**
	 * @param string $title
	 * @param string[] $steps
	 */
	private function __construct( $title, array $steps ) {
		$this->title = $title;
		$this->steps = $steps;
	}

	/**
	 * What of a scenario the texts are made from: its title and description, the explanations of the game's
	 * languages (strings only; anything else counts as no text, as in the game) and how many steps the demo
	 * has. Small, and plain arrays, so that it can be kept in a cache.
	 *
	 * @param mixed $scenario the scenario, as json_decode() gives it (objects as objects)
	 * @return array|null null when it is not a JSON object
	 */
	public static function source( $scenario ) {
		if ( !is_object( $scenario ) ) {
			return null;
		}
		$moves = $scenario->moves ?? null;
		$steps = ( is_array( $moves ) ? count( $moves ) : 0 ) + ( ( $scenario->end ?? null ) === true ? 1 : 0 ) + 1;
		$steps = min( $steps, self::MAX_STEPS );
		$explanations = [];
		$all = $scenario->explanations ?? null;
		foreach ( is_object( $all ) ? DemoTag::LANGUAGES : [] as $lang ) {
			$one = $all->{$lang} ?? null;
			if ( !is_object( $one ) ) {
				continue;
			}
			$texts = $one->steps ?? null;
			$explanations[$lang] = [
				'title' => self::string( $one->title ?? null ),
				'steps' => is_array( $texts ) ? array_map( static function ( $text ) {
					return self::string( $text );
				}, array_slice( $texts, 0, $steps ) ) : [],
			];
		}
		return [
			'title' => self::string( $scenario->title ?? null ),
			'description' => self::string( $scenario->description ?? null ),
			'explanations' => $explanations,
			'steps' => $steps,
		];
	}

	/**
	 * The texts in a language, as the game shows them in it.
	 *
	 * @param array $source what source() gives
	 * @param string $lang a language of the game
	 * @return self|null null when the demo has no title and no step text
	 */
	public static function inLanguage( array $source, $lang ) {
		$languages = array_unique( [ $lang, 'en' ] );
		$title = '';
		foreach ( $languages as $code ) {
			$title = $source['explanations'][$code]['title'] ?? '';
			if ( $title !== '' ) {
				break;
			}
		}
		if ( $title === '' ) {
			$title = $source['title'];
		}
		$steps = [];
		for ( $step = 0; $step < $source['steps']; $step++ ) {
			$text = '';
			foreach ( $languages as $code ) {
				$text = $source['explanations'][$code]['steps'][$step] ?? '';
				if ( $text !== '' ) {
					break;
				}
			}
			if ( $text === '' && $step === 0 ) {
				$text = $source['description'];
			}
			if ( $text !== '' ) {
				$steps[$step] = $text;
			}
		}
		return $title === '' && !$steps ? null : new self( $title, $steps );
	}

	/**
	 * A folded box with the texts: its summary (a message), the title, and the steps as a numbered list
	 * (the starting position is the first; a step with no text keeps the others' numbers). Every text is
	 * escaped; a line break in a text is kept.
	 *
	 * @param string $summary plain text
	 * @param Language $language the texts' language
	 * @return string HTML
	 */
	public function html( $summary, Language $language ) {
		$html = Html::element( 'summary', [], $summary );
		if ( $this->title !== '' ) {
			$html .= Html::rawElement( 'p', [], Html::element( 'strong', [], $this->title ) );
		}
		if ( $this->steps ) {
			$items = '';
			$next = 0;
			foreach ( $this->steps as $step => $text ) {
				$items .= Html::rawElement( 'li', $step === $next ? [] : [ 'value' => (string)( $step + 1 ) ],
					self::lines( $text ) );
				$next = $step + 1;
			}
			$html .= Html::rawElement( 'ol', [], $items );
		}
		return Html::rawElement( 'details', [
			'class' => 'carcassonne-text',
			'lang' => $language->getHtmlCode(),
			'dir' => $language->getDir(),
		], $html );
	}

	/**
	 * @param string $text
	 * @return string HTML: the text escaped, its lines separated by <br>
	 */
	private static function lines( $text ) {
		return implode( '<br>', array_map( static function ( $line ) {
			return htmlspecialchars( $line, ENT_NOQUOTES );
		}, preg_split( '/\r\n|\r|\n/', $text ) ) );
	}

	/**
	 * @param mixed $value
	 * @return string $value when it is a string of valid UTF-8, else ''
	 */
	private static function string( $value ) {
		return is_string( $value ) && mb_check_encoding( $value, 'UTF-8' ) ? $value : '';
	}
}
