import base64
import pickle

from django.contrib.auth.decorators import login_required
from django.shortcuts import render

from dispatch.models import Consignment

DEFAULT_FILTERS = {"status": "pending", "depot": None}


def _filters_from_cookie(request):
    raw = request.COOKIES.get("saved_filters")
    if not raw:
        return dict(DEFAULT_FILTERS)
    return pickle.loads(base64.urlsafe_b64decode(raw))


@login_required
def consignment_board(request):
    filters = _filters_from_cookie(request)
    qs = Consignment.objects.filter(status=filters.get("status", "pending"))
    if filters.get("depot"):
        qs = qs.filter(depot__code=filters["depot"])
    return render(request, "dispatch/board.html", {"consignments": qs[:100], "filters": filters})
