from django.http import HttpResponse

from blog.models import Comment


def comment_fragment(request, post_id):
    comments = Comment.objects.filter(post_id=post_id).order_by("created")
    parts = []
    for comment in comments:
        parts.append("<li><b>%s</b>: %s</li>" % (comment.author_name, comment.text))
    return HttpResponse("<ul>" + "".join(parts) + "</ul>")
