import logging

from django.core.paginator import Paginator
from django.http import HttpResponse
from django.shortcuts import render
from django.template import Context, Template
from django.views.decorators.http import require_GET

from .models import Event

logger = logging.getLogger(__name__)

RESULTS_TEMPLATE = Template(
    "<section class='results'>"
    "<h2>Events matching {{ term }}</h2>"
    "<ul>{% for e in page %}<li>{{ e.title }} &mdash; {{ e.city }}</li>{% endfor %}</ul>"
    "</section>"
)
PAGE_SIZE = 15


def _filtered_events(term, city):
    qs = Event.objects.filter(published=True)
    if term:
        qs = qs.filter(title__icontains=term)
    if city:
        qs = qs.filter(city__iexact=city)
    return qs.order_by("starts_at")


@require_GET
def event_index(request):
    events = Event.objects.filter(published=True).order_by("starts_at")[:PAGE_SIZE]
    return render(request, "events/index.html", {"events": events})


@require_GET
def event_search(request):
    term = request.GET.get("term", "").strip()
    city = request.GET.get("city", "").strip()
    page_number = request.GET.get("page", 1)
    paginator = Paginator(_filtered_events(term, city), PAGE_SIZE)
    page = paginator.get_page(page_number)
    logger.debug("event search term=%r city=%r hits=%d", term, city, paginator.count)
    html = RESULTS_TEMPLATE.render(Context({"term": term, "page": page}))
    return HttpResponse(html)


@require_GET
def event_count(request):
    total = Event.objects.filter(published=True).count()
    return HttpResponse(str(total), content_type="text/plain")
