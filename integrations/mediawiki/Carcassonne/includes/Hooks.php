<?php
/**
 * The <carcassonne> parser tag: embeds a rules demo of the Carcassonne web game in an iframe.
 *
 *   <carcassonne scenario="assets/scenarios/ferries-branching-road.json" lang="nl" height="420"/>
 *   <carcassonne height="360">{ "sets": ["base"], "board": [ … ], "moves": [ … ] }</carcassonne>
 *
 * The first form gives the game ?scenario=<address>, the second carries the JSON in the link itself
 * (#s=<base64url>, as the game's "Share" links do). Any mistake shows a short error box instead of the
 * demo; nothing from the page's text reaches the HTML unescaped, and no tag hides the page around it.
 */

namespace MediaWiki\Extension\Carcassonne;

use Config;
use MediaWiki\Hook\ParserAfterTidyHook;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;
use ParserOutput;
use PPFrame;

class Hooks implements ParserFirstCallInitHook, ParserAfterTidyHook {
	/** The ParserOutput's set of the demos shown so far. */
	private const DEMO_COUNT = 'carcassonne-demos';

	/** @var Config */
	private $config;
	/** @var GamePage|TagError|null the configured game, or what is wrong with it; null until asked */
	private $game = null;
	/** @var string a random word of this request, so a slot's mark cannot be written on a page */
	private $nonce;
	/** @var int */
	private $slotCount = 0;
	/** @var int */
	private $demoCount = 0;
	/** @var array[] each slot not filled yet, by its mark: [ HTML, spl_object_id of its ParserOutput ] */
	private $slots = [];

	/**
	 * @param Config $config
	 */
	public function __construct( Config $config ) {
		$this->config = $config;
		$this->nonce = bin2hex( random_bytes( 8 ) );
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
	 * @return string a slot's mark (see slot()); after an error, the unused text between the tags, parsed
	 */
	public function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		$language = $parser->getTargetLanguage();
		try {
			$game = $this->game();
			$tag = DemoTag::read( $input, $args, $language->getCode(), new ScenarioAddress( $game ) );
			return $this->slot( $this->demo( $tag, new DemoHtml( $game, $language ), $parser ), $parser );
		} catch ( TagError $e ) {
			$parser->addTrackingCategory( 'carcassonne-error-category' );
			$box = $this->slot( DemoHtml::errorBox( $e, $language ), $parser );
			// The box, then what was between the tags as the wiki shows any text.
			$body = DemoTag::unusedBody( $input, $args );
			return $body === null ? $box : $box . $this->bodyHtml( $body, $parser, $frame );
		}
	}

	/**
	 * Text between the tags that is not the tag's scenario, parsed as the page's own text would be.
	 *
	 * Its headings get no edit link: the wiki counts sections without them (they are inside a tag), so
	 * the link would open another section.
	 *
	 * @param string $body
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string
	 */
	private function bodyHtml( $body, Parser $parser, PPFrame $frame ) {
		$html = $parser->recursiveTagParse( $body, $frame );
		// The edit links are still the wiki's placeholders here (ParserOutput makes them links).
		return preg_replace( '#<mw:editsection page="[^"]*" section="[^"]*">.*?</mw:editsection>#s', '', $html );
	}

	/**
	 * The demo, or past $wgCarcassonneMaxDemos demos on this page (this ParserOutput, so a preview and
	 * the templates a page includes count too), a link to it.
	 *
	 * @param DemoTag $tag
	 * @param DemoHtml $html
	 * @param Parser $parser
	 * @return string HTML
	 */
	private function demo( DemoTag $tag, DemoHtml $html, Parser $parser ) {
		$most = max( 0, (int)$this->config->get( 'CarcassonneMaxDemos' ) );
		if ( self::demosShown( $parser->getOutput() ) >= $most ) {
			return $html->link( $tag, $most );
		}
		$this->countDemo( $parser->getOutput() );
		return $html->frame( $tag );
	}

	/**
	 * @param ParserOutput $output
	 * @return int the demos the page shows so far
	 */
	private static function demosShown( ParserOutput $output ) {
		// A set of serials (appendExtensionData() also keeps its merge strategy there, as a string).
		return count( array_filter( (array)$output->getExtensionData( self::DEMO_COUNT ), static function ( $value ) {
			return $value === true;
		} ) );
	}

	/**
	 * Counts one more demo on the page. Since MediaWiki 1.38 a ParserOutput's extension data may be
	 * added to but not changed, hence a set.
	 *
	 * @param ParserOutput $output
	 */
	private function countDemo( ParserOutput $output ) {
		$serial = $this->nonce . '-' . ( ++$this->demoCount );
		if ( method_exists( $output, 'appendExtensionData' ) ) {
			$output->appendExtensionData( self::DEMO_COUNT, $serial );
		} else {
			$serials = (array)$output->getExtensionData( self::DEMO_COUNT );
			$serials[$serial] = true;
			$output->setExtensionData( self::DEMO_COUNT, $serials );
		}
	}

	/**
	 * @return GamePage
	 * @throws TagError when $wgCarcassonneUrl is missing or not allowed
	 */
	private function game() {
		if ( $this->game === null ) {
			try {
				$this->game = GamePage::fromConfig( $this->config );
			} catch ( TagError $e ) {
				$this->game = $e;
			}
		}
		if ( $this->game instanceof TagError ) {
			throw $this->game;
		}
		return $this->game;
	}

	/**
	 * A mark that stands for $html until the page is parsed, filled by onParserAfterTidy.
	 *
	 * The wiki puts a tag's output into an attribute where the tag is written inside one (a
	 * <span title="<carcassonne …/>">, a table cell's style): the iframe's own attributes would then
	 * become the host element's. The mark is an empty <div> holding a comment with a '"': the tidy step
	 * escapes every '"' inside an attribute value, so a whole mark is left only in the page's text, where
	 * the wiki keeps it as it is. What an attribute keeps of a mark (the part before the '"') is removed.
	 *
	 * @param string $html
	 * @param Parser $parser
	 * @return string
	 */
	private function slot( $html, Parser $parser ) {
		$mark = '<div><!--' . $this->markWord() . ( ++$this->slotCount ) . '"--></div>';
		$this->slots[$mark] = [ $html, spl_object_id( $parser->getOutput() ) ];
		return $mark;
	}

	/**
	 * @return string the start of every mark's comment in this request
	 */
	private function markWord() {
		return 'carcassonne-' . $this->nonce . '-';
	}

	/**
	 * Fills the slots of the page, and removes what attributes kept of marks.
	 *
	 * @param Parser $parser
	 * @param string &$text the page's HTML, tidied
	 */
	public function onParserAfterTidy( $parser, &$text ) {
		if ( strpos( $text, $this->markWord() ) === false ) {
			return;
		}
		$output = spl_object_id( $parser->getOutput() );
		$filled = [];
		foreach ( $this->slots as $mark => [ $html, $slotOutput ] ) {
			if ( strpos( $text, $mark ) !== false ) {
				$filled[$mark] = $html;
			}
			// This page's parse is done: its marks not in the text (in an attribute) never will be.
			if ( $slotOutput === $output || isset( $filled[$mark] ) ) {
				unset( $this->slots[$mark] );
			}
		}
		$text = strtr( $text, $filled );
		// In an attribute, a mark's start is escaped: &lt;div&gt;&lt;!--carcassonne-…-1
		$text = preg_replace( '/(?:&lt;|<)div(?:&gt;|>)(?:&lt;|<)!--' . preg_quote( $this->markWord(), '/' ) . '\d+/',
			'', $text );
	}
}
