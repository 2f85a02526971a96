from django.http import JsonResponse
from django.views.decorators.http import require_POST

MIN_PAGE, MAX_PAGE, DEFAULT_PAGE = 10, 100, 25


def _page_size(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return DEFAULT_PAGE
    return max(MIN_PAGE, min(value, MAX_PAGE))


@require_POST
def listing_settings(request):
    size = _page_size(request.POST.get("page_size"))
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})
