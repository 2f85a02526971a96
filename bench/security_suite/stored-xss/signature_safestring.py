from django import template
from django.utils.safestring import SafeString

register = template.Library()


@register.simple_tag
def forum_signature(user):
    signature = user.forum_profile.signature or ""
    return SafeString("<div class='sig'>" + signature + "</div>")
