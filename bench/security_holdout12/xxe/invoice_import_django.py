from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


def read_invoice(raw):
    root = etree.fromstring(raw, PARSER)
    lines = [
        {"sku": line.findtext("sku"), "qty": line.findtext("qty"), "note": line.findtext("note")}
        for line in root.iter("line")
    ]
    return {"customer": root.findtext("customer"), "lines": lines}


@require_POST
def import_invoice(request):
    try:
        invoice = read_invoice(request.body)
    except etree.XMLSyntaxError:
        return JsonResponse({"error": "invalid xml"}, status=400)
    return JsonResponse(invoice)
