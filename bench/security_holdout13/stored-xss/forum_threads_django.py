from django import forms
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_http_methods

from .models import Reply, Thread


class ReplyForm(forms.Form):
    body = forms.CharField(max_length=5000, widget=forms.Textarea)


def _signature_html(user):
    signature = user.profile.signature or ""
    return mark_safe('<div class="signature">%s</div>' % signature)


def thread_list(request):
    paginator = Paginator(Thread.objects.order_by("-updated"), 25)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "forum/thread_list.html", {"page": page})


@require_http_methods(["GET", "POST"])
@login_required
def thread_detail(request, thread_id):
    thread = get_object_or_404(Thread, pk=thread_id)
    form = ReplyForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        Reply.objects.create(thread=thread, author=request.user, body=form.cleaned_data["body"])
        return redirect("forum:thread", thread_id=thread.pk)
    replies = []
    for reply in thread.replies.select_related("author__profile"):
        replies.append({
            "author": reply.author.username,
            "body": reply.body,
            "signature": _signature_html(reply.author),
        })
    return render(request, "forum/thread_detail.html", {"thread": thread, "replies": replies, "form": form})


@login_required
def edit_signature(request):
    if request.method == "POST":
        request.user.profile.signature = request.POST.get("signature", "")[:500]
        request.user.profile.save()
        return redirect("forum:threads")
    return render(request, "forum/signature.html", {"current": request.user.profile.signature})
