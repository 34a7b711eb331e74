// The page API's calls for the editor (docs/embedding.md, the Edit mode): its report, opening it
// and its kept draft (the shell's), its words in every language, the Record stage's steps and
// texts, what Publish gives, the preview and the embed chosen.
#include "render/app/page_api_calls.h"
#include "render/editor/publish.h"
#include "render/editor/record.h"
#include "render/editor/words.h"

namespace carc::render::pageapi {

json editor(Table& s, Views& v, const json&) { return v.editor.report(s); }

json editorKept(Table&, Views& v, const json& arg) {  // the shell: the draft kept in the browser
  v.editor.setKept(arg);
  return true;
}

json editorOpen(Table& s, Views& v, const json& arg) {  // the shell: open the editor (?edit=1)
  if (v.screen.screen.embed) throw std::runtime_error("the editor is not offered in an embedded demo");
  std::string why;
  if (!v.editor.open(s, v.board, arg, &why)) throw std::runtime_error(why);
  return v.editor.report(s);
}

json editorLanguage(Table&, Views&, const json& arg) {  // the shell: a language's words for the step texts
  EditorLanguageArg l = take(parseEditorLanguage(arg));
  setEditorWords(l.lang, l.strings);
  return true;
}

json editorRecord(Table& s, Views& v, const json&) { return v.editor.record.report(v.editor, s, v.board); }

json editorTexts(Table& s, Views& v, const json& arg) {  // {step, texts: {lang: text}}; step -1 (or absent): the title
  StepTextsArg t = take(parseEditorTexts(arg));
  std::string refused = v.editor.record.saveTexts(v.editor, s, t.step, t.texts);
  if (!refused.empty()) throw std::runtime_error(refused);
  return v.editor.record.report(v.editor, s, v.board);
}

json editorPublish(Table& s, Views& v, const json& arg) {
  v.editor.publish.setEmbedChoice(arg);  // {lang, width, height}, each optional: the embed as chosen
  json texts = v.editor.publish.texts(v.editor, s);
  if (texts.contains("error")) throw std::runtime_error(texts["error"].get<std::string>());
  return texts;
}

json editorPreview(Table& s, Views& v, const json& arg) {
  v.editor.publish.setEmbedChoice(arg);
  v.editor.publish.openPreview(v.editor, s);
  return true;
}

json editorEmbed(Table&, Views& v, const json& arg) {
  v.editor.publish.setEmbedChoice(arg);
  return true;
}

}  // namespace carc::render::pageapi
