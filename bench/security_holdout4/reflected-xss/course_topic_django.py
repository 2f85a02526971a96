from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from learning.models import Course


@login_required
def course_topic(request):
    topic = request.GET.get("topic", "")
    courses = Course.objects.filter(topic__iexact=topic, published=True).order_by("title")
    rows = format_html_join(
        "",
        "<li><a href='/courses/{}/'>{}</a></li>",
        ((c.slug, c.title) for c in courses),
    )
    body = format_html("<h1>Courses tagged {}</h1><ul>{}</ul>", topic, rows)
    return HttpResponse(body)
