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
use MediaWiki\Http\HttpRequestFactory;
use Parser;
use PPFrame;
use WANObjectCache;
use WeakMap;

class Hooks implements ParserFirstCallInitHook, ParserAfterTidyHook {
	/** @var Config */
	private $config;
	/** @var HttpRequestFactory */
	private $http;
	/** @var WANObjectCache */
	private $cache;
	/** @var GamePage|TagError|null the configured game, or what is wrong with it; null until asked */
	private $game = null;
	/** @var ScenarioFiles|null reads scenario="…" files for their texts; null until asked, or when not to */
	private $files = null;
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
	 * @param HttpRequestFactory $http
	 * @param WANObjectCache $cache
	 */
	public function __construct( Config $config, HttpRequestFactory $http, WANObjectCache $cache ) {
		$this->config = $config;
		$this->http = $http;
		$this->cache = $cache;
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
		// The page's language: the wiki's, or the page's own (Special:PageLanguage, a translation page of
		// the Translate extension).
		$language = $parser->getTargetLanguage();
		// The reader's, asked for only when the page's is not one of the game's: the page is then kept
		// in the parser cache once for each reader's language.
		$readerLanguage = static function () use ( $parser ) {
			return $parser->getOptions()->getUserLangObj()->getCode();
		};
		try {
			$game = $this->game();
			$tag = DemoTag::read( $input, $args, $language->getCode(), new ScenarioAddress( $game ), $readerLanguage );
			// Counted, and made a frame or a link, when its slot is filled (SlotFill).
			return $this->slot( [ $tag, new DemoHtml( $game, $language, $this->files( $game ) ) ], $parser );
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
	 * @param GamePage $game
	 * @return ScenarioFiles|null null when $wgCarcassonneFetchScenarios is off
	 */
	private function files( GamePage $game ) {
		if ( $this->files === null && $this->config->get( 'CarcassonneFetchScenarios' ) ) {
			$this->files = new ScenarioFiles( $game, $this->http, $this->cache,
				(string)$this->config->get( 'HTTPProxy' ) );
		}
		return $this->files;
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
		// The demos' scenario files are read as their slots are filled (only demos that show).
		if ( $this->files ) {
			$this->files->startPage();
		}
		$text = $this->withoutRemnants( $fill->fill( $text ) );
		foreach ( $output->getIndicators() as $name => $html ) {
			if ( strpos( $html, $this->markWord() ) !== false ) {
				$output->setIndicator( $name, $this->withoutRemnants( $fill->fill( $html ) ) );
			}
		}
		// A file that could not be read now may be read later: the page does not keep its missing text long.
		if ( $this->files && $this->files->missed() ) {
			$output->updateCacheExpiry( ScenarioFiles::RETRY_SECONDS );
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
