import io
import xml.sax
from xml.sax.handler import feature_external_ges

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse


class ContactHandler(xml.sax.ContentHandler):
    def __init__(self):
        self.contacts, self.field = [], None

    def startElement(self, name, attrs):
        if name == "contact":
            self.contacts.append({})
        self.field = name if name in ("name", "email", "phone") and self.contacts else None

    def characters(self, content):
        if self.field:
            self.contacts[-1][self.field] = self.contacts[-1].get(self.field, "") + content


@login_required
def import_contacts(request):
    handler = ContactHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.body))
    return JsonResponse({"imported": handler.contacts})
