from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def forum_signature(user):
    signature = conditional_escape(user.forum_profile.signature or "")
    return mark_safe("<div class='sig'>" + signature + "</div>")
