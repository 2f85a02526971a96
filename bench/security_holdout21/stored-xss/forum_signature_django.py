from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html

from forum.models import Member


def forum_signature(request, username):
    member = get_object_or_404(Member, username=username)
    sig = member.signature.strip()
    line = format_html("<div class='sig'><em>{}</em> &mdash; {}</div>", sig, member.display_name)
    return render(request, "forum/signature.html", {"signature_html": line})
