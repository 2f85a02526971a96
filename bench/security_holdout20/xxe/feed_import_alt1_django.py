import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt


class TextCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.chunks = []

    def characters(self, content):
        self.chunks.append(content)


@csrf_exempt
def import_feed(request):
    body = request.body.decode("utf-8").replace("\r\n", "\n").strip()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    collector = TextCollector()
    parser.setContentHandler(collector)
    parser.parse(io.BytesIO(body.encode("utf-8")))
    return JsonResponse({"preview": "".join(collector.chunks).strip()[:500]})
