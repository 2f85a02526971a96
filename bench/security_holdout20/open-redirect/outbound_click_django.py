from django import forms
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.views.decorators.http import require_GET

from marketing.models import OutboundClick


class OutboundForm(forms.Form):
    to = forms.URLField(max_length=2000)
    campaign = forms.SlugField(required=False)


@require_GET
def outbound(request):
    form = OutboundForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid link")
    target = form.cleaned_data["to"]
    OutboundClick.objects.create(
        url=target,
        campaign=form.cleaned_data["campaign"] or "",
        user=request.user if request.user.is_authenticated else None,
        referer=request.META.get("HTTP_REFERER", "")[:500],
    )
    return redirect(target)
