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
use PPFrame;
use WeakMap;

class Hooks implements ParserFirstCallInitHook, ParserAfterTidyHook {
	/** @var Config */
	private $config;
	/** @var GamePage|TagError|null the configured game, or what is wrong with it; null until asked */
	private $game = null;
	/** @var string a random word of this request, so a slot's mark cannot be written on a page */
	private $nonce;
	/** @var int */
	private $slotCount = 0;
	/**
	 * @var WeakMap each parse's slots not filled yet, by its ParserOutput: [ mark => [ DemoTag, DemoHtml ]
	 *   or HTML ]. A parse that never reaches onParserAfterTidy takes its slots with it when it is freed.
	 */
	private $slots;

	/**
	 * @param Config $config
	 */
	public function __construct( Config $config ) {
		$this->config = $config;
		$this->nonce = bin2hex( random_bytes( 8 ) );
		$this->slots = new WeakMap();
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
	 * @return string a slot's mark (see slot())
	 */
	public function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		$language = $parser->getTargetLanguage();
		try {
			$game = $this->game();
			$tag = DemoTag::read( $input, $args, $language->getCode(), new ScenarioAddress( $game ) );
			// Counted, and made a frame or a link, when its slot is filled (SlotFill).
			return $this->slot( [ $tag, new DemoHtml( $game, $language ) ], $parser );
		} catch ( TagError $e ) {
			$parser->addTrackingCategory( 'carcassonne-error-category' );
			$box = DemoHtml::errorBox( $e, $language );
			// The box, then what was between the tags as the wiki shows any text: in the same slot, so
			// that in an attribute nothing of either is left.
			$body = DemoTag::unusedBody( $input, $args );
			return $this->slot( $body === null ? $box : $box . $this->bodyHtml( $body, $parser, $frame ), $parser );
		}
	}

	/**
	 * Text between the tags that is not the tag's scenario, parsed as the page's own text would be, to
	 * the end (links made, tidied), as it goes into the page only once the page is tidied.
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
		$html = $parser->recursiveTagParseFully( $body, $frame );
		// The edit links are still the wiki's placeholders here (ParserOutput makes them links).
		return preg_replace( '#<mw:editsection page="[^"]*" section="[^"]*">.*?</mw:editsection>#s', '', $html );
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
	 * A mark that stands for a demo or an error box until the page is parsed, filled by onParserAfterTidy.
	 *
	 * The wiki puts a tag's output into an attribute where the tag is written inside one (a
	 * <span title="<carcassonne …/>">, a table cell's style): the iframe's own attributes would then
	 * become the host element's. The mark is an empty <div> holding a comment with a '"': the tidy step
	 * escapes every '"' inside an attribute value, so a whole mark is left only in the page's text, where
	 * the wiki keeps it as it is. What an attribute keeps of a mark (the part before the '"') is removed.
	 *
	 * @param array|string $slot [ DemoTag, DemoHtml ], or HTML
	 * @param Parser $parser
	 * @return string
	 */
	private function slot( $slot, Parser $parser ) {
		$mark = '<div><!--' . $this->markWord() . ( ++$this->slotCount ) . '"--></div>';
		$output = $parser->getOutput();
		$slots = $this->slots[$output] ?? [];
		$slots[$mark] = $slot;
		$this->slots[$output] = $slots;
		return $mark;
	}

	/**
	 * @return string the start of every mark's comment in this request
	 */
	private function markWord() {
		return 'carcassonne-' . $this->nonce . '-';
	}

	/**
	 * Fills the slots of the page and of its indicators (which the wiki parses apart, and tidies, but
	 * never passes to this hook), and removes what attributes kept of marks.
	 *
	 * @param Parser $parser
	 * @param string &$text the page's HTML, tidied
	 */
	public function onParserAfterTidy( $parser, &$text ) {
		$output = $parser->getOutput();
		// This parse is done: its marks not found now (in an attribute) never will be.
		$slots = $this->slots[$output] ?? [];
		unset( $this->slots[$output] );
		if ( !$slots ) {
			return;
		}
		$most = max( 0, (int)$this->config->get( 'CarcassonneMaxDemos' ) );
		$fill = new SlotFill( $slots, $most, '/<div><!--' . preg_quote( $this->markWord(), '/' ) . '\d+"--><\/div>/' );
		$text = $this->withoutRemnants( $fill->fill( $text ) );
		foreach ( $output->getIndicators() as $name => $html ) {
			if ( strpos( $html, $this->markWord() ) !== false ) {
				$output->setIndicator( $name, $this->withoutRemnants( $fill->fill( $html ) ) );
			}
		}
	}

	/**
	 * @param string $html
	 * @return string $html without what attributes kept of marks
	 */
	private function withoutRemnants( $html ) {
		// In an attribute, a mark's start is escaped: &lt;div&gt;&lt;!--carcassonne-…-1
		return preg_replace( '/(?:&lt;|<)div(?:&gt;|>)(?:&lt;|<)!--' . preg_quote( $this->markWord(), '/' ) . '\d+/',
			'', $html );
	}
}
