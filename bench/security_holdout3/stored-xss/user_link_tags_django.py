from django import template
from django.urls import reverse
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def user_link(user, css_class="user-link"):
    name = user.profile.display_name or user.username
    url = reverse("profiles:detail", args=[user.username])
    return mark_safe('<a class="%s" href="%s">%s</a>' % (css_class, url, name))


@register.filter
def initials(user):
    name = user.profile.display_name or user.username
    return "".join(part[0].upper() for part in name.split()[:2])
