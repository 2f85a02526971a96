import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from fastapi import FastAPI, UploadFile

api = FastAPI()


class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self.titles.append(content)


@api.post("/feeds")
async def import_feed(feed: UploadFile):
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(feed.file)
    return {"titles": handler.titles}
