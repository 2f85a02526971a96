import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from crm.models import Contact


class ContactHandler(ContentHandler):
    FIELDS = {"name", "email", "company"}

    def __init__(self):
        super().__init__()
        self.contacts, self._current, self._field = [], None, None

    def startElement(self, name, attrs):
        if name == "contact":
            self._current = dict.fromkeys(self.FIELDS, "")
        elif self._current is not None and name in self.FIELDS:
            self._field = name

    def characters(self, content):
        if self._current is not None and self._field:
            self._current[self._field] += content

    def endElement(self, name):
        if name == "contact":
            self.contacts.append(self._current)
            self._current = None
        self._field = None


@login_required
@require_POST
def upload_contacts(request):
    upload = request.FILES["contacts"]
    handler = ContactHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(upload)
    Contact.objects.bulk_create(Contact(owner=request.user, **c) for c in handler.contacts)
    return JsonResponse({"imported": len(handler.contacts)})
