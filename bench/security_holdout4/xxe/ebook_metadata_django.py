from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from catalogue.models import EbookTitle

OPF_NS = {"opf": "http://www.idpf.org/2007/opf", "dc": "http://purl.org/dc/elements/1.1/"}
METADATA_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


@permission_required("catalogue.add_ebooktitle")
@require_POST
def import_opf(request):
    upload = request.FILES["opf"]
    doc = etree.fromstring(upload.read(), parser=METADATA_PARSER)
    title = doc.findtext(".//dc:title", namespaces=OPF_NS)
    isbn = doc.findtext(".//dc:identifier", namespaces=OPF_NS)
    ebook, created = EbookTitle.objects.update_or_create(
        isbn=isbn,
        defaults={"title": title, "language": doc.findtext(".//dc:language", namespaces=OPF_NS) or "en"},
    )
    return JsonResponse({"isbn": ebook.isbn, "created": created})
