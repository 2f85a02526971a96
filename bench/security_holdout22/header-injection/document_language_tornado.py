import re

import tornado.web

TAG = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*")
DOCUMENTS = {}


class DocumentHandler(tornado.web.RequestHandler):
    def get(self, doc_id):
        lang = self.get_argument("lang", "en")
        if not TAG.fullmatch(lang):
            lang = "en"
        self.set_header("Content-Language", lang)
        self.write({"doc": doc_id, "lang": lang, "body": DOCUMENTS.get(doc_id, "")})
