from defusedxml import ElementTree
from django.http import JsonResponse
from django.views import View


class ContactImporter:
    def parse(self, payload):
        root = ElementTree.fromstring(payload)
        return [{"name": c.findtext("name"), "email": c.findtext("email")} for c in root.iter("contact")]


class ContactImportView(View):
    importer_class = ContactImporter

    def post(self, request):
        upload = request.FILES.get("file")
        payload = upload.read() if upload else request.body
        contacts = self.importer_class().parse(payload)
        return JsonResponse({"imported": len(contacts), "contacts": contacts})
