from urllib.parse import urlparse

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.views.decorators.http import require_GET


@login_required
@require_GET
def switch_organisation(request, org_slug):
    membership = request.user.memberships.filter(organisation__slug=org_slug).first()
    if membership is not None:
        request.session["org_id"] = membership.organisation_id
    target = request.GET.get("continue", "/")
    netloc = urlparse(target).netloc
    if netloc and settings.PRIMARY_DOMAIN not in netloc:
        target = "/"
    return redirect(target)
