// The blog feature's public face. Nothing else imports its parts; its screens load by file
// from app/router.tsx so each stays in its own chunk (the editor is the largest on the site).
export { BlogPage } from './blog-page';
export { PostPage, postData } from './post-page';
export { MyPostsPage } from './my-posts-page';
