import xml.sax
from xml.sax.handler import feature_external_ges

from django.http import JsonResponse


class ContactHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.contacts = []
        self._field = None
        self._current = {}

    def startElement(self, name, attrs):
        if name == "contact":
            self._current = {}
        self._field = name

    def characters(self, content):
        if self._field in ("name", "email"):
            self._current[self._field] = self._current.get(self._field, "") + content

    def endElement(self, name):
        if name == "contact":
            self.contacts.append(self._current)
        self._field = None


def upload_contacts(request):
    upload = request.FILES["contacts"]
    handler = ContactHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(upload)
    return JsonResponse({"contacts": handler.contacts})
