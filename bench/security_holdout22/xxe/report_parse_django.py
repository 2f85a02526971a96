from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class ReportUpload:
    def __init__(self, raw):
        self.raw = raw

    @property
    def tree(self):
        return etree.fromstring(self.raw, PARSER)


@require_POST
def parse_report(request):
    upload = ReportUpload(request.FILES["report"].read())
    root = upload.tree
    rows = root.findall(".//row")
    return JsonResponse({"title": root.findtext("title"), "rows": len(rows)})
