import logging

from django import forms
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_GET, require_POST

from .models import Invoice, Membership

logger = logging.getLogger(__name__)


class OrganizationSelectForm(forms.Form):
    slug = forms.SlugField(max_length=50)


def active_membership(request):
    org_id = request.session.get("org_id")
    if org_id is None:
        return None
    return Membership.objects.filter(user=request.user, organization_id=org_id, is_active=True).first()


@login_required
@require_POST
def select_organization(request):
    form = OrganizationSelectForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid organization")
    membership = (
        Membership.objects.filter(
            user=request.user,
            organization__slug=form.cleaned_data["slug"],
            is_active=True,
        )
        .select_related("organization")
        .first()
    )
    if membership is None:
        logger.info("user %s has no membership in %s", request.user.pk, form.cleaned_data["slug"])
        raise PermissionDenied
    request.session["org_id"] = membership.organization_id
    return redirect("billing:invoices")


@login_required
@require_GET
def invoices(request):
    membership = active_membership(request)
    if membership is None:
        return JsonResponse({"error": "select an organization first"}, status=409)
    rows = Invoice.objects.filter(organization_id=membership.organization_id).values(
        "number", "issued_on", "total"
    )
    return JsonResponse({"invoices": list(rows)})
