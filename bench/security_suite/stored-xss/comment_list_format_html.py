from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from blog.models import Comment


def comment_fragment(request, post_id):
    comments = Comment.objects.filter(post_id=post_id).order_by("created")
    items = format_html_join("", "<li><b>{}</b>: {}</li>", ((c.author_name, c.text) for c in comments))
    return HttpResponse(format_html("<ul>{}</ul>", items))
