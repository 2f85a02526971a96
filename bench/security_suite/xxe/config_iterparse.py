import io

from django.http import JsonResponse
from lxml import etree


def import_config(request):
    stream = io.BytesIO(request.body)
    values = {}
    for _, element in etree.iterparse(stream, load_dtd=True, resolve_entities=True):
        if element.tag == "option":
            values[element.get("name")] = element.text
    return JsonResponse(values)
