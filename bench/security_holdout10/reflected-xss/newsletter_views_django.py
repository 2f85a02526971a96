import logging

from django import forms
from django.core.mail import send_mail
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import format_html
from django.views.decorators.http import require_http_methods

from .models import Subscriber

logger = logging.getLogger(__name__)


class SubscribeForm(forms.Form):
    email = forms.EmailField()
    name = forms.CharField(max_length=80, required=False)


def _welcome(subscriber):
    send_mail(
        "Welcome to the newsletter",
        "Thanks for subscribing.",
        "news@example.com",
        [subscriber.email],
        fail_silently=True,
    )


@require_http_methods(["GET", "POST"])
def subscribe(request):
    if request.method == "POST":
        form = SubscribeForm(request.POST)
        if form.is_valid():
            sub, created = Subscriber.objects.get_or_create(email=form.cleaned_data["email"])
            if created:
                _welcome(sub)
            return HttpResponseRedirect(reverse("newsletter:thanks"))
    else:
        form = SubscribeForm()
    return render(request, "newsletter/subscribe.html", {"form": form})


def thanks(request):
    return render(request, "newsletter/thanks.html")


def unsubscribe_confirm(request):
    email = request.GET.get("email", "")
    source = request.GET.get("utm_source", "direct")
    logger.info("unsubscribe confirmation viewed from %s", source)
    message = format_html(
        "<p>{} will no longer receive our newsletter.</p><p>Source: {}</p>", email, source
    )
    return HttpResponse(message)
