import logging
import os
import subprocess
import uuid

import tornado.ioloop
import tornado.web

log = logging.getLogger("convert")
UPLOAD_DIR = "/var/convert/in"
OUTPUT_DIR = "/var/convert/out"
ALLOWED_FORMATS = {"pdf": "pdf", "docx": "docx", "odt": "odt", "txt": "txt:Text"}
HEX_DIGITS = set("0123456789abcdef")


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"status": "up"})


class UploadHandler(tornado.web.RequestHandler):
    def post(self):
        file_info = self.request.files["document"][0]
        doc_id = uuid.uuid4().hex
        ext = os.path.splitext(file_info["filename"])[1].lower()
        if ext not in (".doc", ".docx", ".odt", ".rtf", ".txt"):
            raise tornado.web.HTTPError(415)
        with open(os.path.join(UPLOAD_DIR, doc_id + ext), "wb") as fh:
            fh.write(file_info["body"])
        self.write({"id": doc_id})


class ConvertHandler(tornado.web.RequestHandler):
    def post(self, doc_id):
        if len(doc_id) != 32 or not set(doc_id) <= HEX_DIGITS:
            raise tornado.web.HTTPError(400)
        fmt = self.get_argument("to", "pdf")
        target = ALLOWED_FORMATS.get(fmt)
        if target is None:
            raise tornado.web.HTTPError(400, "unsupported format")
        matches = [n for n in os.listdir(UPLOAD_DIR) if n.startswith(doc_id)]
        if not matches:
            raise tornado.web.HTTPError(404)
        source = os.path.join(UPLOAD_DIR, matches[0])
        argv = ["soffice", "--headless", "--convert-to", target, "--outdir", OUTPUT_DIR, source]
        log.info("converting %s to %s", doc_id, fmt)
        completed = subprocess.run(argv, capture_output=True, timeout=180)
        if completed.returncode != 0:
            log.error("conversion failed: %s", completed.stderr[-300:])
            raise tornado.web.HTTPError(500)
        self.write({"id": doc_id, "format": fmt})


def make_app():
    return tornado.web.Application([
        (r"/health", HealthHandler),
        (r"/documents", UploadHandler),
        (r"/documents/([0-9a-f]+)/convert", ConvertHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
