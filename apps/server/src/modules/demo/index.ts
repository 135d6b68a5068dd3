// The demo seed run on first start (and by `ulak seed-demo`).
export {
  DEMO_ADMIN_EMAIL,
  DEMO_USER_EMAIL,
  generateStrongPassword,
  seedDemo,
  type TSeededCredential,
} from './demo.service';
