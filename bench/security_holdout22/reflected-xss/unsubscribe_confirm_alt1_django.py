import logging

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.http import HttpResponse, HttpResponseBadRequest
from django.utils.html import escape
from django.views import View

from newsletters.models import Subscription

logger = logging.getLogger("newsletters")


def _valid_email(value):
    try:
        validate_email(value)
    except ValidationError:
        return False
    return True


class UnsubscribeConfirmView(View):
    http_method_names = ["get", "post"]

    def get(self, request):
        email = request.GET.get("email", "")
        list_name = request.GET.get("list", "our newsletter")
        if not _valid_email(email):
            return HttpResponseBadRequest("A valid email address is required.")

        return HttpResponse(f"<!doctype html><html><body><h1>Unsubscribe</h1><form method='post'><p>Stop sending <strong>{list_name}</strong> to {escape(email)}?</p><input type='hidden' name='email' value='{escape(email)}'><button type='submit'>Confirm</button></form></body></html>")

    def post(self, request):
        email = request.POST.get("email", "")
        if not _valid_email(email):
            return HttpResponseBadRequest("A valid email address is required.")

        removed, _ = Subscription.objects.filter(email__iexact=email).delete()
        logger.info("unsubscribe for %s removed %d subscriptions", email, removed)
        return HttpResponse(
            "<!doctype html><html><body><p>Your preferences have been updated.</p></body></html>",
            status=200 if removed else 404,
        )
