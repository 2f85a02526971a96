import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class ContactHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.contacts, self._field, self._current = [], None, {}

    def startElement(self, name, attrs):
        self._field = name if name in ("name", "email", "phone") else None
        if name == "contact":
            self._current = {}

    def characters(self, content):
        if self._field:
            self._current[self._field] = self._current.get(self._field, "") + content

    def endElement(self, name):
        if name == "contact":
            self.contacts.append(self._current)
        self._field = None


@require_POST
def upload_contacts(request):
    handler = ContactHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.FILES["file"].read()))
    return JsonResponse({"contacts": handler.contacts})
