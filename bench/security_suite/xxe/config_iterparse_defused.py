import io

from defusedxml.lxml import parse as safe_parse
from django.http import JsonResponse


def import_config(request):
    stream = io.BytesIO(request.body)
    tree = safe_parse(stream)
    values = {opt.get("name"): opt.text for opt in tree.iter("option")}
    return JsonResponse(values)
