from django import forms
from django.conf import settings
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET

from marketing.models import OutboundClick


class PartnerLinkForm(forms.Form):
    to = forms.URLField(max_length=2000)
    campaign = forms.SlugField(required=False)


@require_GET
def partner_click(request):
    form = PartnerLinkForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid link")
    target = form.cleaned_data["to"]
    if not url_has_allowed_host_and_scheme(target, allowed_hosts=set(settings.PARTNER_HOSTS), require_https=True):
        target = "/"
    OutboundClick.objects.create(
        url=target,
        campaign=form.cleaned_data["campaign"] or "",
        user=request.user if request.user.is_authenticated else None,
        referer=request.META.get("HTTP_REFERER", "")[:500],
    )
    return redirect(target)
