import logging

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from .models import Widget

logger = logging.getLogger(__name__)

PREVIEW_PAGES = {"overview", "billing", "reports", "team"}
ROLE_WIDGETS = {
    "viewer": ["activity", "reports"],
    "editor": ["activity", "reports", "drafts"],
    "admin": ["activity", "reports", "drafts", "billing", "members"],
}


def effective_role(request):
    return request.session.get("acting_role") or request.user.profile.role


@login_required
@require_POST
def start_preview(request):
    page = request.POST.get("page", "overview")
    role = request.POST.get("role", "viewer")
    if page not in PREVIEW_PAGES:
        logger.info("preview requested for unknown page %r", page)
        return HttpResponseBadRequest("unknown page")
    request.session["acting_role"] = role
    request.session.set_expiry(getattr(settings, "PREVIEW_SECONDS", 900))
    logger.info("user %s previewing %s as %s", request.user.pk, page, role)
    return redirect("dashboard:page", page=page)


@login_required
@require_POST
def stop_preview(request):
    request.session.pop("acting_role", None)
    return redirect("dashboard:page", page="overview")


@login_required
@require_GET
def dashboard_page(request, page):
    role = effective_role(request)
    names = ROLE_WIDGETS.get(role, [])
    widgets = Widget.objects.filter(slug__in=names).order_by("position")
    context = {"page": page, "widgets": widgets, "role": role}
    return render(request, "dashboard/page.html", context)


@login_required
@require_GET
def members_api(request):
    if effective_role(request) != "admin":
        return JsonResponse({"error": "forbidden"}, status=403)
    org = request.user.profile.organization
    rows = org.members.values("id", "email", "role")
    return JsonResponse({"members": list(rows)})
