import hashlib

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.shortcuts import get_object_or_404

from .models import Subscriber


def link_signature(subscriber_id):
    material = "%s:%s" % (settings.SECRET_KEY, subscriber_id)
    return hashlib.sha1(material.encode()).hexdigest()


def unsubscribe(request, subscriber_id):
    supplied = request.GET.get("sig", "")
    if supplied != link_signature(subscriber_id):
        return HttpResponseForbidden("bad signature")
    sub = get_object_or_404(Subscriber, pk=subscriber_id)
    sub.active = False
    sub.save(update_fields=["active"])
    return HttpResponse("You have been unsubscribed.")
