import logging

from django import forms
from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils.html import format_html, format_html_join
from django.views.decorators.cache import cache_page

from .models import Announcement

logger = logging.getLogger(__name__)

LEVEL_CSS = {"info": "alert-info", "warning": "alert-warning", "critical": "alert-danger"}


class AnnouncementForm(forms.ModelForm):
    class Meta:
        model = Announcement
        fields = ["headline", "body", "level"]


@staff_member_required
def create_announcement(request):
    form = AnnouncementForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        item = form.save(commit=False)
        item.author = request.user
        item.save()
        logger.info("announcement %s created by %s", item.pk, request.user)
        return redirect("announcement-banner")
    return render(request, "announcements/form.html", {"form": form})


def _banner_rows(items):
    return format_html_join(
        "",
        '<div class="alert {}"><strong>{}</strong> {}</div>',
        ((LEVEL_CSS.get(a.level, "alert-info"), a.headline, a.body) for a in items),
    )


@cache_page(60)
def announcement_banner(request):
    items = list(Announcement.objects.filter(active=True).order_by("-created_at")[:5])
    if not items:
        return HttpResponse("")
    markup = format_html('<div class="banner">{}</div>', _banner_rows(items))
    return HttpResponse(markup)
