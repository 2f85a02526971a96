from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect
from django.utils.decorators import method_decorator
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.generic import CreateView, DetailView, ListView

from .models import Post, Thread


class PostForm(forms.ModelForm):
    class Meta:
        model = Post
        fields = ["body", "signature"]


class PostRenderer:
    def __init__(self, post):
        self.post = post

    def header(self):
        return format_html("<span class='author'>{}</span> <time>{}</time>",
                           self.post.author.username, self.post.created.isoformat())

    def signature(self):
        sig = self.post.signature or ""
        return mark_safe("<div class='signature'>" + sig + "</div>")

    def as_context(self):
        return {"header": self.header(), "body": self.post.body, "signature": self.signature()}


class ThreadListView(ListView):
    model = Thread
    paginate_by = 20
    template_name = "forum/thread_list.html"


class ThreadDetailView(DetailView):
    model = Thread
    template_name = "forum/thread_detail.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        posts = self.object.posts.select_related("author").order_by("created")
        ctx["rendered_posts"] = [PostRenderer(p).as_context() for p in posts]
        return ctx


@method_decorator(login_required, name="dispatch")
class PostCreateView(CreateView):
    form_class = PostForm
    template_name = "forum/post_form.html"

    def form_valid(self, form):
        thread = get_object_or_404(Thread, pk=self.kwargs["thread_id"])
        post = form.save(commit=False)
        post.thread = thread
        post.author = self.request.user
        post.save()
        return redirect("forum:thread", pk=thread.pk)
