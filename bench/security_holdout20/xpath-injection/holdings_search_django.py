import json
import re
import xml.etree.ElementTree as ET

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

HOLDINGS = ET.parse(settings.BASE_DIR / "library" / "holdings.xml").getroot()
TITLE_RE = re.compile(r"[\w ,.:-]{1,120}")


@csrf_exempt
@require_POST
def find_by_title(request):
    try:
        body = json.loads(request.body)
    except json.JSONDecodeError:
        return HttpResponseBadRequest("expected JSON")
    title = body.get("title", "")
    if not isinstance(title, str) or not TITLE_RE.fullmatch(title):
        return HttpResponseBadRequest("invalid title")
    branch = str(body.get("branch", "main"))
    results = []
    for book in HOLDINGS.findall(f"./branch[@code='{branch}']/book[title='{title}']"):
        results.append({
            "isbn": book.get("isbn"),
            "title": book.findtext("title"),
            "shelf": book.findtext("shelf"),
        })
    return JsonResponse({"branch": branch, "results": results})
