from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree


def _make_parser():
    return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


@require_POST
def import_settings(request):
    parser = _make_parser()
    raw = request.body.strip()
    root = etree.fromstring(raw, parser=parser)
    settings = {child.tag: (child.text or "") for child in root}
    return JsonResponse(settings)
