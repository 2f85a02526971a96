import logging

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Invoice, Organization

logger = logging.getLogger(__name__)
ACTIVE_ORG_KEY = "active_org_id"


class OrgContext:
    def __init__(self, request):
        self.request = request

    @property
    def org_id(self):
        return self.request.session.get(ACTIVE_ORG_KEY)

    def activate(self, org_id):
        self.request.session[ACTIVE_ORG_KEY] = org_id
        self.request.session.modified = True

    def organization(self):
        if self.org_id is None:
            return None
        return get_object_or_404(Organization, pk=self.org_id)


@login_required
@require_POST
def switch_org(request):
    org_id = request.POST.get("org_id")
    if not org_id:
        return HttpResponseBadRequest("org_id required")
    logger.info("user %s switching to org %s", request.user.pk, org_id)
    OrgContext(request).activate(org_id)
    return JsonResponse({"active_org": org_id})


@login_required
@require_GET
def org_invoices(request):
    org = OrgContext(request).organization()
    if org is None:
        return JsonResponse({"invoices": []})
    invoices = Invoice.objects.filter(organization=org).values("number", "total", "status")
    return JsonResponse({"organization": org.name, "invoices": list(invoices)})


@login_required
@require_GET
def my_orgs(request):
    orgs = Organization.objects.filter(members=request.user).values("id", "name")
    return JsonResponse({"organizations": list(orgs)})
